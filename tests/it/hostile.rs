//! Hostile inputs, in every test run (issue 28): every testdata profile and
//! perf recording cut at a sample of offsets (dense with `--ignored`, as CI
//! runs them), with single bits flipped,
//! and with counts
//! and lengths set to huge values; gperftools headers lying about their
//! slots; mapped-objects lines with absurd ranges; damaged programs and
//! debug files (cut, another architecture, header and section fields set to
//! absurd values, a directory, an empty file, `/dev/null`). Each ends in an
//! error or a report, never a panic: every in-process call is made under
//! `catch_unwind`, and a handful through the command line end in one line
//! naming the file and a non-zero exit. The crashing inputs the fuzzers
//! found (`fuzz/regressions/<target>/`) are replayed through the calls of
//! their targets (`fuzz/src/targets.rs`).
//!
//! No test depends on a duration: a watchdog fails a sweep only when it
//! makes no progress for a minute (a hang).
//!
//! The second round (`round_two`, issue 44) runs the command on inputs that
//! once took gigabytes, hung or printed raw control characters, and
//! measures each child's peak memory; the third (`round_three`, issue 63)
//! what the readers added since refuse.

mod round_three;
mod round_two;
#[path = "../../fuzz/src/targets.rs"]
mod targets;

use crate::common::{Rng, profile, run, scratch, testdata};
use profile_analyze::report::commands::{Row, named};
use profile_analyze::settings::{LoadOptions, Settings};
use profile_analyze::symbolize::{Store, SymbolizeOptions};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use targets::Context;

/// How long a sweep may go without finishing a case before it is taken
/// to hang.
const WATCHDOG: Duration = Duration::from_secs(60);

/// A sweep's progress, which the watchdog watches, and its failures.
#[derive(Default)]
struct Progress {
    done: AtomicUsize,
    current: Mutex<String>,
    failures: Mutex<Vec<String>>,
}

impl Progress {
    /// Runs case `name`; a panic is recorded as a failure of that case.
    fn case(&self, name: impl Into<String>, f: impl FnOnce()) {
        let name = name.into();
        *self.current.lock().unwrap() = name.clone();
        if let Err(panic) = catch_unwind(AssertUnwindSafe(f)) {
            let why = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            self.failures
                .lock()
                .unwrap()
                .push(format!("{name}: panicked: {why}"));
        }
        self.done.fetch_add(1, Ordering::Relaxed);
    }
}

/// Runs `work` on a thread of its own, failing when one of its cases
/// panicked or when it finishes no case for [`WATCHDOG`].
fn sweep(work: impl FnOnce(&Progress) + Send + 'static) {
    let progress = Arc::new(Progress::default());
    let worker = {
        let progress = progress.clone();
        std::thread::spawn(move || work(&progress))
    };
    let started = Instant::now();
    let (mut seen, mut since) = (0, started);
    while !worker.is_finished() {
        std::thread::sleep(Duration::from_millis(20));
        let done = progress.done.load(Ordering::Relaxed);
        if done != seen {
            (seen, since) = (done, Instant::now());
        } else if since.elapsed() > WATCHDOG {
            panic!(
                "no case finished for {WATCHDOG:?}: hangs on {}",
                progress.current.lock().unwrap()
            );
        }
    }
    worker.join().expect("the sweep catches its cases' panics");
    eprintln!(
        "{} cases in {:.1?}",
        progress.done.load(Ordering::Relaxed),
        started.elapsed()
    );
    let failures = progress.failures.lock().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        progress.done.load(Ordering::Relaxed),
        failures.join("\n")
    );
}

/// The fixtures' context (gmon.out facts, a scratch directory).
fn context() -> Context {
    Context::new(&testdata())
}

/// Every testdata profile, of every format: name, bytes, and which of the
/// context's gmon.out facts fit it (0 for x86-64, 1 for i386, 2 for
/// PowerPC). The gzip-compressed profile.proto files are also given
/// decompressed.
fn all_profiles() -> Vec<(String, Vec<u8>, usize)> {
    let mut files: Vec<PathBuf> = Vec::new();
    for dir in ["prof", "raw", "perf"] {
        for entry in std::fs::read_dir(testdata().join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let wanted = match dir {
                "prof" => path.is_file(),
                "raw" => path.extension().is_some_and(|e| e == "raw"),
                // The recordings; their perf script text is large, and one is enough.
                _ => {
                    path.extension().is_some_and(|e| e == "data")
                        || path.file_name().is_some_and(|n| n == "perf_lib.script")
                }
            };
            if wanted {
                files.push(path);
            }
        }
    }
    files.push(testdata().join("dbg/dbg.prof"));
    files.sort();
    let mut profiles = Vec::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let bytes = std::fs::read(&path).unwrap();
        let facts = if name.contains("i386") {
            1
        } else if name.contains("ppc") {
            2
        } else {
            0
        };
        if name.ends_with(".gz") {
            let mut plain = Vec::new();
            std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut plain)
                .unwrap();
            profiles.push((name.trim_end_matches(".gz").to_string(), plain, facts));
        }
        profiles.push((name, bytes, facts));
    }
    profiles
}

/// Reads `bytes` and makes the reports that need no binary; every 64th
/// input also goes through the whole pipeline (symbolized against a
/// fixture program, every report).
fn read_case(context: &Context, progress: &Progress, name: String, bytes: &[u8], facts: usize) {
    static N: AtomicUsize = AtomicUsize::new(0);
    let whole = N.fetch_add(1, Ordering::Relaxed).is_multiple_of(64);
    progress.case(name, || {
        let _ = targets::read_and_report(bytes, Some(&context.gmon_facts[facts]));
        if whole {
            targets::pipeline(context, bytes);
        }
    });
}

/// Every profile cut at each of its first 64 offsets, then at about 30
/// more spread over the file, and at each of its last 8; at 120 with
/// `--ignored` (CI).
#[test]
fn every_profile_cut_at_a_sample_of_offsets() {
    cut_at_offsets(30);
}

/// The same, at about 120 offsets spread over each file.
#[test]
#[ignore = "thorough: CI runs it (cargo test -- --ignored)"]
fn every_profile_cut_at_a_dense_sample_of_offsets() {
    cut_at_offsets(120);
}

fn cut_at_offsets(spread: usize) {
    sweep(move |progress| {
        let context = context();
        for (name, bytes, facts) in all_profiles() {
            let len = bytes.len();
            let mut cuts: Vec<usize> = (0..len.min(64)).collect();
            cuts.extend((64..len).step_by((len / spread).max(1)));
            cuts.extend(len.saturating_sub(8)..len);
            cuts.sort_unstable();
            cuts.dedup();
            for cut in cuts {
                read_case(
                    &context,
                    progress,
                    format!("{name} cut at {cut}"),
                    &bytes[..cut],
                    facts,
                );
            }
        }
    });
}

/// Every profile with one bit flipped: in each of its first 48 bytes (the
/// headers) and at 30 sampled offsets; 120 with `--ignored` (CI).
#[test]
fn every_profile_with_single_bit_flips() {
    flip_bits(30);
}

/// The same at 120 sampled offsets of each file.
#[test]
#[ignore = "thorough: CI runs it (cargo test -- --ignored)"]
fn every_profile_with_single_bit_flips_thoroughly() {
    flip_bits(120);
}

fn flip_bits(sampled: usize) {
    sweep(move |progress| {
        let context = context();
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for (name, bytes, facts) in all_profiles() {
            let len = bytes.len();
            let offsets = (0..len.min(48)).chain((0..sampled).map(|_| rng.below(len)));
            for at in offsets.collect::<Vec<_>>() {
                let bit = rng.below(8);
                let mut flipped = bytes.clone();
                flipped[at] ^= 1 << bit;
                read_case(
                    &context,
                    progress,
                    format!("{name} with bit {bit} of byte {at} flipped"),
                    &flipped,
                    facts,
                );
            }
        }
    });
}

/// Binary words that make counts and lengths absurd, in either byte order
/// and word size.
const HUGE_WORDS: &[&[u8]] = &[
    &[0xff; 4],
    &[0xff; 8],
    &[0xff, 0xff, 0xff, 0x7f],
    &[0x7f, 0xff, 0xff, 0xff],
    &[0, 0, 0, 0x80],
    &[0, 0, 0, 0, 0, 1, 0, 0],
    &[0, 0, 0, 0, 0, 0, 0, 0x80],
    // The largest varints of a profile.proto.
    &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01],
    &[0xff, 0xff, 0xff, 0xff, 0x0f],
];

/// Numbers in text that overflow what they count.
const HUGE_NUMBERS: &[&str] = &[
    "18446744073709551615",
    "18446744073709551616",
    "9223372036854775808",
    "-9223372036854775808",
    "99999999999999999999999999999999",
    "4294967296",
    "0",
    "-1",
    "0xffffffffffffffff",
    "0x1ffffffffffffffff",
    "1e308",
];

/// Every profile with words (at 10 sampled 4-byte-aligned offsets) and 10
/// sampled numbers of its text set to huge values; 40 of each with
/// `--ignored` (CI).
#[test]
fn every_profile_with_counts_and_lengths_set_huge() {
    set_huge(10);
}

/// The same, 40 words and 40 numbers in each file.
#[test]
#[ignore = "thorough: CI runs it (cargo test -- --ignored)"]
fn every_profile_with_counts_and_lengths_set_huge_thoroughly() {
    set_huge(40);
}

fn set_huge(changes: usize) {
    let number = regex::bytes::Regex::new(r"(0x)?[0-9a-fA-F]+").unwrap();
    sweep(move |progress| {
        let context = context();
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for (name, bytes, facts) in all_profiles() {
            let len = bytes.len();
            for _ in 0..changes {
                let at = rng.below(len) & !3;
                let word = HUGE_WORDS[rng.below(HUGE_WORDS.len())];
                let mut changed = bytes.clone();
                let end = (at + word.len()).min(len);
                changed[at..end].copy_from_slice(&word[..end - at]);
                read_case(
                    &context,
                    progress,
                    format!("{name} with {word:02x?} at byte {at}"),
                    &changed,
                    facts,
                );
            }
            let numbers: Vec<(usize, usize)> = number
                .find_iter(&bytes)
                .map(|m| (m.start(), m.end()))
                .collect();
            for _ in 0..changes.min(numbers.len()) {
                let (start, end) = numbers[rng.below(numbers.len())];
                let huge = HUGE_NUMBERS[rng.below(HUGE_NUMBERS.len())];
                let mut changed = bytes[..start].to_vec();
                changed.extend_from_slice(huge.as_bytes());
                changed.extend_from_slice(&bytes[end..]);
                read_case(
                    &context,
                    progress,
                    format!("{name} with {huge} for the number at byte {start}"),
                    &changed,
                    facts,
                );
            }
        }
    });
}

/// The 64-bit little-endian words of `bytes` (whole words only).
fn words(bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks_exact(8)
        .map(|w| u64::from_le_bytes(w.try_into().unwrap()))
        .collect()
}

fn to_bytes(words: &[u64]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Where the mapped-objects text of a gperftools CPU profile starts (after
/// the trailer `0, 1, 0`).
fn text_start(bytes: &[u8]) -> usize {
    let trailer = to_bytes(&[0, 1, 0]);
    bytes
        .windows(24)
        .position(|w| w == trailer)
        .expect("a trailer")
        + 24
}

/// The reports of a symbolized profile that the sweeps make (the fuzz
/// target makes them all).
const SYMBOLIZED_REPORTS: &[&Row] = &[named("text"), named("traces"), named("raw")];

/// gperftools CPU profiles whose header words lie: about the header's
/// length, its word size and byte order, the version and the period; whose
/// records' counts and lengths are huge; whose trailer lies.
#[test]
fn gperftools_headers_and_records_that_lie() {
    sweep(|progress| {
        let context = context();
        let bytes = targets::without_system_libraries(&std::fs::read(profile("c_pie_O0")).unwrap());
        let text_at = text_start(&bytes);
        let slots = words(&bytes[..text_at]);
        let text = &bytes[text_at..];
        let with_slots = |slots: &[u64]| {
            let mut b = to_bytes(slots);
            b.extend_from_slice(text);
            b
        };
        let mut cases: Vec<(String, Vec<u8>)> = Vec::new();
        let huge = [0, 2, 5, 4097, (1 << 16) + 1, 1 << 32, 1 << 63, u64::MAX];
        // The header: 0, header slots, version, period, padding.
        for (slot, what) in [(0, "first word"), (1, "header slots"), (2, "version")] {
            for &value in &huge {
                let mut s = slots.clone();
                s[slot] = value;
                cases.push((format!("{what} {value}"), with_slots(&s)));
            }
        }
        for &value in &huge {
            let mut s = slots.clone();
            s[3] = value;
            cases.push((format!("period {value}"), with_slots(&s)));
        }
        // A 32-bit header before 64-bit records, and the other way round.
        let mut narrow: Vec<u8> = [0u32, 3, 0, 10000, 0]
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        narrow.extend_from_slice(&bytes[40..]);
        cases.push(("a 32-bit header before 64-bit records".into(), narrow));
        let mut wide = bytes[..40].to_vec();
        for &w in &slots[5..] {
            wide.extend_from_slice(&(w as u32).to_le_bytes());
        }
        wide.extend_from_slice(text);
        cases.push(("a 64-bit header before 32-bit records".into(), wide));
        // A big-endian header before little-endian records.
        let mut mixed: Vec<u8> = slots[..5].iter().flat_map(|w| w.to_be_bytes()).collect();
        mixed.extend_from_slice(&bytes[40..]);
        cases.push(("a big-endian header".into(), mixed));
        // The whole profile's words in the other byte order but the text.
        let swapped: Vec<u8> = slots.iter().flat_map(|w| w.to_be_bytes()).collect();
        cases.push((
            "every word big-endian".into(),
            [&swapped[..], text].concat(),
        ));
        // Each of the first records' count, then its number of PCs, huge.
        let mut record = 5;
        for _ in 0..6 {
            if record + 1 >= slots.len() || slots[record] == 0 {
                break;
            }
            for (field, what) in [(0, "count"), (1, "number of PCs")] {
                for &value in &huge {
                    let mut s = slots.clone();
                    s[record + field] = value;
                    cases.push((
                        format!("record at slot {record}: {what} {value}"),
                        with_slots(&s),
                    ));
                }
            }
            record += 2 + slots[record + 1] as usize;
        }
        // The trailer: missing, with a number of PCs that is not 1, or
        // followed by binary garbage instead of text.
        let n = slots.len();
        cases.push((
            "no trailer".into(),
            [&to_bytes(&slots[..n - 3])[..], text].concat(),
        ));
        for value in [0, 2, u64::MAX] {
            let mut s = slots.clone();
            s[n - 2] = value;
            cases.push((format!("trailer with {value} PCs"), with_slots(&s)));
        }
        let mut garbage = to_bytes(&slots);
        garbage.extend((0..4096u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8));
        cases.push(("binary garbage for the mapped-objects text".into(), garbage));
        for (name, bytes) in cases {
            progress.case(name, || {
                let _ = targets::read_and_report(&bytes, None);
                targets::pipeline_with(&context, &bytes, SYMBOLIZED_REPORTS);
            });
        }
    });
}

/// Mapped-objects lines with absurd ranges (start past the end, the whole
/// address space, 2^64-1, more than 64 bits), overlapping the program or
/// each other, naming a directory, `/dev/null` or nothing, after and
/// before the profile's own lines, in a CPU profile, a CPU profile with a
/// library and a heap profile.
#[test]
fn mapped_objects_lines_with_absurd_ranges() {
    let bin = testdata().join("bin");
    let program = "/tmp/profile-analyze-testdata/c_pie_O0";
    let lines: Vec<String> = vec![
        format!("ffffffffffffffff-0000000000001000 r-xp 00000000 00:00 0 {program}"),
        format!("0-ffffffffffffffff r-xp 00000000 00:00 0 {program}"),
        format!("0-ffffffffffffffff r-xp ffffffffffffffff 00:00 0 {program}"),
        format!("fffffffffffff000-ffffffffffffffff r-xp fffffffffffff000 00:00 0 {program}"),
        format!("ffffffffffffffff-ffffffffffffffff r-xp 00000000 00:00 0 {program}"),
        "0-ffffffffffffffff r-xp 00000000 00:00 0 /tmp/profile-analyze-testdata/libhot.so".into(),
        "1ffffffffffffffff-2ffffffffffffffff r-xp 0 00:00 0 /tmp/x".into(),
        "5555-5556 r-xp 1ffffffffffffffff 00:00 0 /tmp/x".into(),
        format!("1000-2000 r-xp 00000000 00:00 0 {}", bin.display()),
        "1000-2000 r-xp 00000000 00:00 0 /dev/null".into(),
        "1000-2000 r-xp 00000000 00:00 0 ".into(),
        "1000-2000 r-xp 00000000 00:00 0 [vdso]".into(),
        "build=/nonexistent/build\n1000-2000 r-xp 0 00:00 0 $build/c_pie_O0".into(),
        format!(
            "build={}\n1000-2000 r-xp 0 00:00 0 $build",
            "A".repeat(100_000)
        ),
        format!("1000-2000 r-xp 0 00:00 0 /{}", "a/".repeat(50_000)),
        "1000-2000 r-xp 0 00:00 0 /tmp/\u{fffd}\u{202e}name".into(),
        "1000-2000 \u{fffd}\u{fffd}\u{fffd}\u{fffd} 0 00:00 0 /tmp/x".into(),
    ];
    sweep(move |progress| {
        let context = context();
        for fixture in ["c_pie_O0.prof", "shlib.prof", "heap_prog.0001.heap"] {
            let bytes = targets::without_system_libraries(
                &std::fs::read(testdata().join("prof").join(fixture)).unwrap(),
            );
            let (binary, text) = if fixture.ends_with(".prof") {
                bytes.split_at(text_start(&bytes))
            } else {
                (&bytes[..0], &bytes[..])
            };
            let text = String::from_utf8_lossy(text).to_string();
            // The profile's own lines, each overlapping its neighbours: at
            // another offset, as another file.
            let overlapping: String = text
                .lines()
                .filter(|l| l.contains("r-xp"))
                .flat_map(|l| {
                    [
                        l.replacen("r-xp 0000", "r-xp 1000", 1),
                        l.replace("c_pie_O0", "libhot.so"),
                    ]
                })
                .collect::<Vec<_>>()
                .join("\n");
            let mut cases: Vec<(String, String)> = vec![
                ("overlapping lines".into(), format!("{text}{overlapping}\n")),
                (
                    "overlapping lines first".into(),
                    format!("{overlapping}\n{text}"),
                ),
                ("a thousand copies".into(), text.repeat(1000)),
            ];
            for line in &lines {
                cases.push((format!("{line:.80} after"), format!("{text}{line}\n")));
                cases.push((format!("{line:.80} first"), format!("{line}\n{text}")));
            }
            for (name, text) in cases {
                let mut changed = binary.to_vec();
                changed.extend_from_slice(text.as_bytes());
                progress.case(format!("{fixture}: {name}"), || {
                    let _ = targets::read_and_report(&changed, None);
                    targets::pipeline_with(&context, &changed, SYMBOLIZED_REPORTS);
                });
            }
        }
    });
}

/// The section headers of a 64-bit little-endian ELF file: (name, offset
/// of the header in the file).
fn section_headers(elf: &[u8]) -> Vec<(String, usize)> {
    let u16_at = |at: usize| u16::from_le_bytes([elf[at], elf[at + 1]]) as usize;
    let u32_at = |at: usize| u32::from_le_bytes(elf[at..at + 4].try_into().unwrap()) as usize;
    let u64_at = |at: usize| u64::from_le_bytes(elf[at..at + 8].try_into().unwrap()) as usize;
    let (shoff, shnum, shstrndx) = (u64_at(0x28), u16_at(0x3c), u16_at(0x3e));
    let names = u64_at(shoff + shstrndx * 64 + 0x18);
    (0..shnum)
        .map(|i| {
            let header = shoff + i * 64;
            let name = &elf[names + u32_at(header)..];
            let end = name.iter().position(|&b| b == 0).unwrap();
            (String::from_utf8_lossy(&name[..end]).to_string(), header)
        })
        .collect()
}

fn set(bytes: &mut [u8], at: usize, value: &[u8]) {
    bytes[at..at + value.len()].copy_from_slice(value);
}

/// Damaged programs: `c_pie_O0` cut at offsets in and around its headers
/// and throughout, its ELF header's fields absurd (class, byte order,
/// machine, table offsets, counts and entry sizes), and the offset, size,
/// link and entry size of its sections absurd; programs of other
/// architectures. Each is the program of a CPU profile and a gmon.out,
/// symbolized (its mismatch ignored) and reported with its code
/// disassembled.
#[test]
fn damaged_programs() {
    sweep(|progress| {
        let context = context();
        let elf = std::fs::read(testdata().join("bin/c_pie_O0")).unwrap();
        let settings = Settings {
            load: LoadOptions {
                symbolize: SymbolizeOptions {
                    program: Some(testdata().join("bin/c_pie_O0")),
                    ..SymbolizeOptions::default()
                },
                ..LoadOptions::default()
            },
            ..Settings::default()
        };
        let prof = targets::without_system_libraries(&std::fs::read(profile("c_pie_O0")).unwrap());
        control(&prof, &settings, &["main", "leaf_heavy"]);
        let len = elf.len();
        let mut cases: Vec<(String, Vec<u8>)> = Vec::new();
        let mut cuts: Vec<usize> = vec![0, 1, 3, 4, 5, 6, 16, 18, 20, 24, 52, 63, 64];
        cuts.extend((64..64 + 13 * 56).step_by(28));
        cuts.extend((0..len).step_by(len / 24));
        let shoff = u64::from_le_bytes(elf[0x28..0x30].try_into().unwrap()) as usize;
        cuts.extend((shoff..len).step_by(96));
        cuts.push(len - 1);
        for cut in cuts {
            cases.push((format!("cut at {cut}"), elf[..cut.min(len)].to_vec()));
        }
        let fields: &[(&str, usize, &[&[u8]])] = &[
            ("class", 4, &[&[0], &[1], &[3]]),
            ("byte order", 5, &[&[0], &[2], &[3]]),
            ("ELF version", 6, &[&[0], &[0xff]]),
            ("type", 16, &[&[0, 0], &[4, 0], &[0xff, 0xff]]),
            (
                "machine",
                18,
                &[&[0, 0], &[183, 0], &[20, 0], &[40, 0], &[0xff, 0xff]],
            ),
            (
                "program headers' offset",
                0x20,
                &[&[0xff; 8], &[0x40, 0, 0, 0, 0, 0, 0, 0x80]],
            ),
            (
                "sections' offset",
                0x28,
                &[&[0xff; 8], &[0xf0, 0xff, 0, 0, 0, 0, 0, 0]],
            ),
            ("header size", 0x34, &[&[0, 0], &[0xff, 0xff]]),
            (
                "program header size",
                0x36,
                &[&[0, 0], &[1, 0], &[0xff, 0xff]],
            ),
            ("program headers", 0x38, &[&[0, 0], &[0xff, 0xff]]),
            (
                "section header size",
                0x3a,
                &[&[0, 0], &[1, 0], &[0xff, 0xff]],
            ),
            ("sections", 0x3c, &[&[0, 0], &[1, 0], &[0xff, 0xff]]),
            (
                "section names' index",
                0x3e,
                &[&[0, 0], &[0xfe, 0xff], &[0xff, 0xff]],
            ),
        ];
        for (what, at, values) in fields {
            for value in *values {
                let mut changed = elf.clone();
                set(&mut changed, *at, value);
                cases.push((format!("{what} {value:02x?}"), changed));
            }
        }
        for (name, header) in section_headers(&elf) {
            let interesting = name.starts_with(".debug")
                || [
                    ".symtab",
                    ".strtab",
                    ".dynsym",
                    ".dynstr",
                    ".text",
                    ".eh_frame",
                    ".eh_frame_hdr",
                    ".note.gnu.build-id",
                    ".shstrtab",
                ]
                .contains(&name.as_str());
            if !interesting {
                continue;
            }
            let edits: &[(&str, usize, &[u8])] = &[
                ("offset 2^64-1", 0x18, &[0xff; 8]),
                ("offset past the end", 0x18, &(len as u64 - 4).to_le_bytes()),
                ("size 2^64-1", 0x20, &[0xff; 8]),
                ("size 2^40", 0x20, &(1u64 << 40).to_le_bytes()),
                ("size 0", 0x20, &[0; 8]),
                ("link 0xffff", 0x28, &[0xff, 0xff, 0, 0]),
                ("entry size 0", 0x38, &[0; 8]),
                ("entry size 1", 0x38, &[1, 0, 0, 0, 0, 0, 0, 0]),
                ("type NOBITS", 0x04, &[8, 0, 0, 0]),
                ("compressed", 0x08, &[0x02, 0x08, 0, 0, 0, 0, 0, 0]),
            ];
            for (what, at, value) in edits {
                let mut changed = elf.clone();
                set(&mut changed, header + at, value);
                cases.push((format!("{name} {what}"), changed));
            }
        }
        // Programs of other architectures.
        for other in ["gmon_cycles_ppc", "gmon_cycles_i386"] {
            cases.push((
                other.into(),
                std::fs::read(testdata().join("bin").join(other)).unwrap(),
            ));
        }
        cases.push(("empty".into(), Vec::new()));
        cases.push(("only the magic".into(), b"\x7fELF".to_vec()));
        for (name, bytes) in cases {
            progress.case(format!("c_pie_O0 with {name}"), || {
                targets::elf(&context, &bytes)
            });
        }
    });
}

/// The settings that symbolize dbg.prof from the layout in `dir`.
fn settings_of(dir: &Path) -> Settings {
    Settings {
        load: LoadOptions {
            symbolize: SymbolizeOptions {
                program: Some(dir.join("dbg")),
                lib_prefixes: vec![dir.to_path_buf()],
                binary_path: vec![PathBuf::from("/nonexistent")],
                ..SymbolizeOptions::default()
            },
            ..LoadOptions::default()
        },
        ..Settings::default()
    }
}

/// Checks that the undamaged inputs give a report naming `names`: the
/// sweep's cases get as far as a report.
fn control(profile: &[u8], settings: &Settings, names: &[&str]) {
    let store = Store::default();
    let loaded = targets::load(Path::new("control"), profile, settings, None, &store)
        .expect("the undamaged files are read and symbolized");
    let text = targets::render(&loaded, named("text"), settings).expect("a text report");
    let text = String::from_utf8(text).unwrap();
    for name in names {
        assert!(text.contains(name), "no {name} in {text}");
    }
}

/// The sections of dbg's debug files that carry DWARF, each damaged (its
/// size 2^64-1 or cut in half, a byte flipped, a word set to 2^32-1); the
/// compressed ones (zlib, zstd) claiming 2^64-1 and 2^40 bytes or an
/// unknown compression; each file cut at a third. Symbolized and listed.
#[test]
fn damaged_debug_files() {
    // Layouts, and the file of each to damage.
    const LAYOUTS: &[(&str, &str)] = &[
        ("full", "dbg"),
        ("zlib", "dbg"),
        ("zstd", "dbg"),
        ("debuglink", "dbg.debug"),
        ("dwz", "common.debug"),
        ("dwp", "dbg.dwp"),
    ];
    sweep(|progress| {
        let profile_bytes = targets::without_system_libraries(
            &std::fs::read(testdata().join("dbg/dbg.prof")).unwrap(),
        );
        let mut rng = Rng(0x1234_5678_9abc_def1);
        for &(layout, victim) in LAYOUTS {
            let source = testdata().join("dbg").join(layout);
            let dir = scratch("debug");
            for entry in std::fs::read_dir(&source).unwrap() {
                let entry = entry.unwrap();
                if entry.file_type().unwrap().is_file() {
                    std::fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
                }
            }
            control(
                &profile_bytes,
                &settings_of(&dir),
                &["main_work", "lib_work", "square_mix (inline)"],
            );
            let original = std::fs::read(source.join(victim)).unwrap();
            let u64_at = |at: usize| u64::from_le_bytes(original[at..at + 8].try_into().unwrap());
            let mut damages: Vec<(String, Vec<u8>)> = Vec::new();
            for (name, header) in section_headers(&original) {
                if !name.starts_with(".debug") {
                    continue;
                }
                let (flags, offset, size) = (
                    u64_at(header + 8),
                    u64_at(header + 0x18) as usize,
                    u64_at(header + 0x20) as usize,
                );
                let mut edits: Vec<(String, usize, Vec<u8>)> = vec![
                    ("size 2^64-1".into(), header + 0x20, vec![0xff; 8]),
                    (
                        "cut in half".into(),
                        header + 0x20,
                        (size as u64 / 2).to_le_bytes().to_vec(),
                    ),
                ];
                if flags & 0x800 != 0 {
                    // Elf64_Chdr: type, reserved, size, alignment.
                    edits.push(("claims 2^64-1 bytes".into(), offset + 8, vec![0xff; 8]));
                    edits.push((
                        "claims 2^40 bytes".into(),
                        offset + 8,
                        (1u64 << 40).to_le_bytes().to_vec(),
                    ));
                    edits.push(("compression 99".into(), offset, vec![99, 0, 0, 0]));
                }
                for _ in 0..4 {
                    if size < 32 {
                        break;
                    }
                    let at = offset + 24 + rng.below(size - 24);
                    let byte = original[at] ^ (1 << rng.below(8));
                    edits.push((format!("byte {at} {byte:#x}"), at, vec![byte]));
                    let at = offset + 24 + rng.below(size - 28);
                    edits.push((format!("word at {at} 2^32-1"), at, vec![0xff; 4]));
                }
                for (what, at, value) in edits {
                    let mut changed = original.clone();
                    set(&mut changed, at, &value);
                    damages.push((format!("{name} {what}"), changed));
                }
            }
            damages.push((
                "cut at a third".into(),
                original[..original.len() / 3].to_vec(),
            ));
            for (what, damaged) in damages {
                progress.case(format!("{layout}/{victim}: {what}"), || {
                    std::fs::write(dir.join(victim), &damaged).unwrap();
                    let settings = settings_of(&dir);
                    let store = Store::default();
                    let path = Path::new("dbg.prof");
                    let loaded = targets::load(path, &profile_bytes, &settings, None, &store);
                    if let Some(loaded) = loaded {
                        for command in [named("text"), named("list")] {
                            targets::render(&loaded, command, &settings);
                        }
                    }
                });
            }
        }
    });
}

/// A directory, an empty file, `/dev/null`, a cut ELF header and a
/// program of another architecture, given as the program, in-process.
#[test]
fn programs_that_are_no_programs() {
    let dir = scratch("no-program");
    let empty = dir.join("empty");
    std::fs::write(&empty, b"").unwrap();
    let cut = dir.join("cut");
    let elf = std::fs::read(testdata().join("bin/c_pie_O0")).unwrap();
    std::fs::write(&cut, &elf[..40]).unwrap();
    let programs = vec![
        testdata().join("bin"),
        empty,
        PathBuf::from("/dev/null"),
        cut,
        testdata().join("bin/gmon_cycles_ppc"),
    ];
    sweep(move |progress| {
        let _dir = dir;
        let prof = std::fs::read(profile("c_pie_O0")).unwrap();
        let gmon = std::fs::read(testdata().join("prof/gmon_tree_nopie.gmon")).unwrap();
        for program in programs {
            for bytes in [&prof, &gmon] {
                progress.case(format!("{} as the program", program.display()), || {
                    let _ = profile_analyze::symbolize::program_facts(&program);
                    let settings = Settings {
                        load: LoadOptions {
                            symbolize: SymbolizeOptions {
                                program: Some(program.clone()),
                                ..SymbolizeOptions::default()
                            },
                            ..LoadOptions::default()
                        },
                        ..Settings::default()
                    };
                    let store = Store::default();
                    let loaded = targets::load(Path::new("p"), bytes, &settings, None, &store);
                    assert!(loaded.is_none(), "symbolized against {}", program.display());
                });
            }
        }
    });
}

/// The command line on a few of them: a non-zero exit and one line that
/// names the file.
#[test]
fn command_line_names_the_unusable_file_in_one_line() {
    let dir = scratch("cli-hostile");
    let empty = dir.join("empty");
    std::fs::write(&empty, b"").unwrap();
    let cut = dir.join("cut");
    let elf = std::fs::read(testdata().join("bin/c_pie_O0")).unwrap();
    std::fs::write(&cut, &elf[..100]).unwrap();
    let cpu = profile("c_pie_O0");
    let mut lying = std::fs::read(&cpu).unwrap();
    lying[8..16].copy_from_slice(&u64::MAX.to_le_bytes());
    let lying_path = dir.join("lying.prof");
    std::fs::write(&lying_path, &lying).unwrap();
    let mut huge_bins = std::fs::read(testdata().join("prof/gmon_tree_nopie.gmon")).unwrap();
    // The first histogram's number of bins (after the tag and two words).
    huge_bins[20 + 1 + 16..20 + 1 + 20].copy_from_slice(&u32::MAX.to_le_bytes());
    let huge_bins_path = dir.join("bins.gmon");
    std::fs::write(&huge_bins_path, &huge_bins).unwrap();
    let gmon_program = testdata().join("bin/gmon_tree_nopie");
    let cases: Vec<(PathBuf, &Path, PathBuf)> = vec![
        (testdata().join("bin"), &cpu, testdata().join("bin")),
        (empty.clone(), &cpu, empty.clone()),
        (PathBuf::from("/dev/null"), &cpu, PathBuf::from("/dev/null")),
        (cut.clone(), &cpu, cut.clone()),
        (
            testdata().join("bin/gmon_cycles_ppc"),
            &cpu,
            testdata().join("bin/gmon_cycles_ppc"),
        ),
        (
            testdata().join("bin/c_pie_O0"),
            &lying_path,
            lying_path.clone(),
        ),
        (
            gmon_program.clone(),
            &huge_bins_path,
            huge_bins_path.clone(),
        ),
    ];
    for (program, profile, named) in cases {
        let out = run(&[
            "--text",
            program.to_str().unwrap(),
            profile.to_str().unwrap(),
        ]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success() && out.status.code().is_some(),
            "{}: {:?}",
            program.display(),
            out.status
        );
        assert_eq!(stderr.lines().count(), 1, "{}: {stderr}", program.display());
        assert!(
            stderr.contains(&named.display().to_string()),
            "{} not named: {stderr}",
            named.display()
        );
        assert!(out.stdout.is_empty(), "{}", program.display());
    }
}

/// Every crashing input the fuzzers found, through the call of its target.
#[test]
fn fuzz_regressions() {
    sweep(|progress| {
        let context = context();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
        for &target in targets::TARGETS {
            let Ok(entries) = std::fs::read_dir(root.join(target)) else {
                continue;
            };
            let mut files: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
            files.sort();
            for file in files {
                let bytes = std::fs::read(&file).unwrap();
                progress.case(format!("{target}: {}", file.display()), || {
                    targets::run(&context, target, &bytes)
                });
            }
        }
    });
}

/// `c_pie_O0` with its `.debug_info` and `.debug_abbrev` replaced by new
/// ones appended to the file: DWARF 4 of one unit whose entries are
/// `entries` (after the unit's header), abbreviations `abbrev`.
fn with_dwarf(abbrev: &[u8], entries: &[u8]) -> Vec<u8> {
    // Length, version 4, abbreviations at 0, 8-byte addresses.
    let mut info = ((entries.len() + 7) as u32).to_le_bytes().to_vec();
    info.extend_from_slice(&[4, 0, 0, 0, 0, 0, 8]);
    info.extend_from_slice(entries);
    let mut elf = std::fs::read(testdata().join("bin/c_pie_O0")).unwrap();
    for (name, header) in section_headers(&elf) {
        let data = match name.as_str() {
            ".debug_info" => &info[..],
            ".debug_abbrev" => abbrev,
            ".debug_aranges" | ".debug_rnglists" | ".debug_ranges" => &[][..],
            _ => continue,
        };
        let offset = elf.len() as u64;
        set(&mut elf, header + 0x18, &offset.to_le_bytes());
        set(&mut elf, header + 0x20, &(data.len() as u64).to_le_bytes());
        elf.extend_from_slice(data);
    }
    elf
}

/// Address 0 and the length 2^40: a range over every address.
fn everywhere() -> Vec<u8> {
    [0u64.to_le_bytes(), (1u64 << 40).to_le_bytes()].concat()
}

/// `c_pie_O0` whose DWARF is one function over every address, with
/// `depth` inlined calls nested in each other (two bytes a level): deeper
/// than addr2line's recursion can go on any stack.
fn deeply_inlined_program(depth: usize) -> Vec<u8> {
    // 1 a compilation unit and 2 a function (low and high PC), 3 an
    // inlined call with no attributes.
    let abbrev: &[u8] = &[
        1, 0x11, 1, 0x11, 0x01, 0x12, 0x07, 0, 0, // DW_TAG_compile_unit
        2, 0x2e, 1, 0x03, 0x08, 0x11, 0x01, 0x12, 0x07, 0, 0, // DW_TAG_subprogram
        3, 0x1d, 1, 0, 0, // DW_TAG_inlined_subroutine
        0,
    ];
    let mut entries = vec![1];
    entries.extend_from_slice(&everywhere());
    entries.extend_from_slice(b"\x02deep\0");
    entries.extend_from_slice(&everywhere());
    entries.extend(std::iter::repeat_n(3u8, depth));
    entries.extend(std::iter::repeat_n(0u8, depth + 2));
    with_dwarf(abbrev, &entries)
}

/// `c_pie_O0` whose DWARF is one function over every address, its name
/// to be found through its abstract origin, which is itself; and an
/// inlined call whose origin is the function.
fn cyclic_origin_program() -> Vec<u8> {
    let abbrev: &[u8] = &[
        1, 0x11, 1, 0x11, 0x01, 0x12, 0x07, 0, 0, // DW_TAG_compile_unit
        // DW_TAG_subprogram: abstract origin (ref4), low and high PC.
        2, 0x2e, 1, 0x31, 0x13, 0x11, 0x01, 0x12, 0x07, 0, 0,
        // DW_TAG_inlined_subroutine: abstract origin, low and high PC.
        3, 0x1d, 0, 0x31, 0x13, 0x11, 0x01, 0x12, 0x07, 0, 0, 0,
    ];
    // Offsets are from the unit's start: its header is 11 bytes, the
    // unit's entry 17, so the function's entry is at 28.
    let mut entries = vec![1];
    entries.extend_from_slice(&everywhere());
    entries.push(2);
    entries.extend_from_slice(&28u32.to_le_bytes());
    entries.extend_from_slice(&everywhere());
    entries.push(3);
    entries.extend_from_slice(&28u32.to_le_bytes());
    entries.extend_from_slice(&everywhere());
    entries.extend_from_slice(&[0, 0]);
    with_dwarf(abbrev, &entries)
}

/// DWARF nested deeper than any stack: its functions are named from the
/// symbol table, in-process and on the command line, and no stack
/// overflows (which would abort the test binary). So too a cyclic abstract
/// origin, and a symbol named with a million `@plt` marks.
#[test]
fn dwarf_nested_deeper_than_a_stack_is_not_followed() {
    let elf = deeply_inlined_program(200_000);
    let cyclic = cyclic_origin_program();
    sweep(move |progress| {
        let context = context();
        progress.case("deep nesting", || targets::elf(&context, &elf));
        progress.case("a cyclic abstract origin", || {
            targets::elf(&context, &cyclic)
        });
        // A name of a million PLT marks is demangled without recursing.
        progress.case("@plt a million times", || {
            let name = format!("f{}", "@plt".repeat(1 << 20));
            let names = profile_analyze::demangle::names(&name, false);
            assert_eq!(names.short, name);
        });
    });
    let dir = scratch("deep");
    let program = dir.join("c_pie_O0");
    std::fs::write(&program, deeply_inlined_program(200_000)).unwrap();
    let out = run(&[
        "--text",
        program.to_str().unwrap(),
        profile("c_pie_O0").to_str().unwrap(),
    ]);
    let text = crate::common::stdout_ok(&out);
    assert!(text.contains(" leaf_heavy\n"), "{text}");
}

/// A profile.proto whose mapping ends before it starts, or wraps around
/// the address space: refused, or read and symbolized, never a panic.
#[test]
fn proto_mappings_with_absurd_ranges() {
    use profile_analyze::formats::{ReadOptions, read_bytes};
    sweep(|progress| {
        let context = context();
        let bytes = std::fs::read(profile("c_pie_O0")).unwrap();
        let read = read_bytes(Path::new("p"), &bytes, &ReadOptions::default(), None).unwrap();
        for (start, limit) in [
            (0x2000, 0x1000),
            (u64::MAX, 0),
            (0, u64::MAX),
            (u64::MAX, u64::MAX),
        ] {
            let mut changed = read.profile.clone();
            for m in &mut changed.mappings {
                (m.start, m.limit) = (start, limit);
            }
            let mut proto = Vec::new();
            profile_analyze::report::proto::write(
                &changed,
                changed.default_sample_type,
                &mut proto,
            )
            .unwrap();
            progress.case(format!("mappings {start:#x}-{limit:#x}"), || {
                let _ = targets::read_and_report(&proto, None);
                targets::pipeline_with(&context, &proto, SYMBOLIZED_REPORTS);
            });
        }
    });
}
