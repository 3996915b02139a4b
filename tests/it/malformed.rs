//! Malformed and truncated inputs: a one-line error naming the file (with the
//! byte offset where it helps) and a non-zero exit, or for a file merely cut
//! short, the complete records and one warning. Never a panic.

use crate::common::{Rng, Scratch, profile, run, scratch, stdout_ok, test_each, testdata, text};
use profile_analyze::formats::{ReadOptions, read_bytes};
use std::path::Path;

fn one_line_error(out: &std::process::Output, file: &Path, what: &str) {
    assert_eq!(out.status.code(), Some(2), "exit status");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(
        stderr.starts_with(&format!("profile-analyze: {}: ", file.display())),
        "{stderr}"
    );
    assert!(stderr.contains(what), "{stderr} lacks {what:?}");
    assert!(out.stdout.is_empty());
}

/// `bytes` written to `bad.prof` in a new scratch directory (removed when
/// the first element is dropped).
fn write(tag: &str, bytes: &[u8]) -> (Scratch, std::path::PathBuf) {
    let dir = scratch(tag);
    let path = dir.join("bad.prof");
    std::fs::write(&path, bytes).unwrap();
    (dir, path)
}

fn fixture_bytes() -> Vec<u8> {
    std::fs::read(profile("c_pie_O0")).unwrap()
}

#[test]
fn bad_header_words() {
    let (_dir, path) = write("header", b"not a profile at all, just some text\n");
    let out = text("c_pie_O0", &path, &[]);
    one_line_error(
        &out,
        &path,
        "not a profile of a format read here (gperftools CPU, heap, growth or contention; profile.proto; perf.data; perf script text; gmon.out; DCPI; perl pprof's symbolized or raw): it starts with \"not a profile at all, just some text\" (--verbose says how each is recognized)",
    );
    // --verbose names every format tried.
    let verbose = crate::common::run(&[
        "--text",
        "--verbose",
        crate::common::testdata()
            .join("bin/c_pie_O0")
            .to_str()
            .unwrap(),
        path.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&verbose.stderr);
    assert!(
        stderr.contains("  a gperftools heap profile (`heap profile:` header)"),
        "{stderr}"
    );
    // Bytes that are not text are shown in hex.
    let (_dir, path) = write("binary", &[0xde, 0xad, 0xbe, 0xef, 0, 1, 2, 3, 4, 5]);
    one_line_error(
        &text("c_pie_O0", &path, &[]),
        &path,
        "it starts with the bytes de ad be ef 00 01 02 03 (",
    );
}

#[test]
fn empty_profile() {
    let (_dir, path) = write("empty", b"");
    one_line_error(&text("c_pie_O0", &path, &[]), &path, "profile is empty");
}

#[test]
fn record_with_zero_count() {
    let mut bytes = fixture_bytes();
    bytes[40..48].copy_from_slice(&0u64.to_le_bytes());
    let (_dir, path) = write("zero-count", &bytes);
    one_line_error(
        &text("c_pie_O0", &path, &[]),
        &path,
        "record with sample count 0 (at byte 40)",
    );
}

#[test]
fn record_with_no_pcs() {
    let mut bytes = fixture_bytes();
    bytes[48..56].copy_from_slice(&0u64.to_le_bytes());
    let (_dir, path) = write("zero-pcs", &bytes);
    one_line_error(
        &text("c_pie_O0", &path, &[]),
        &path,
        "record with no call-chain PCs (at byte 48)",
    );
}

#[test]
fn absurd_pc_count() {
    let mut bytes = fixture_bytes();
    bytes[48..56].copy_from_slice(&u64::MAX.to_le_bytes());
    let (_dir, path) = write("absurd", &bytes);
    one_line_error(&text("c_pie_O0", &path, &[]), &path, "absurd record");
}

/// A main program that is not ELF, is missing, or is not the profiled one.
fn unusable_programs(program: &Path, what: &str) {
    let out = run(&[
        "--text",
        program.to_str().unwrap(),
        profile("c_pie_O0").to_str().unwrap(),
    ]);
    one_line_error(&out, program, what);
}

test_each!(unusable_programs {
    not_elf(&testdata().join("programs/c_pie_O0.c"), "not an ELF file"),
    missing(&testdata().join("bin/no-such-program"), "No such file"),
    another_program(
        &testdata().join("bin/rust_legacy"),
        "does not match the profile's main program",
    ),
});

#[test]
fn missing_library_costs_its_names_with_one_warning() {
    let bytes = std::fs::read(profile("shlib")).unwrap();
    let from = "/tmp/profile-analyze-testdata/libhot.so";
    let text_at = bytes
        .windows(from.len())
        .position(|w| w == from.as_bytes())
        .expect("libhot.so mapped");
    // Everything from there on is the mapped-objects text.
    let text = std::str::from_utf8(&bytes[text_at..]).unwrap();
    let mut moved = bytes[..text_at].to_vec();
    moved.extend_from_slice(
        text.replace(from, "/nonexistent/profile-analyze/libhot.so")
            .as_bytes(),
    );
    let (_dir, path) = write("missing-lib", &moved);
    let program = testdata().join("bin/shlib");
    let out = run(&["--text", program.to_str().unwrap(), path.to_str().unwrap()]);
    let report = stdout_ok(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("/nonexistent/profile-analyze/libhot.so") && stderr.contains("warning"),
        "{stderr}"
    );
    assert!(
        report.contains(" [libhot.so] (file not found or unusable)\n"),
        "{report}"
    );
    assert!(report.starts_with("Total: 153 samples\n"), "{report}");
    assert!(report.contains(" main\n"), "{report}");
}

/// Truncation at every 8-byte boundary and in the middle of slots: the
/// reader keeps the complete records (and, as the references do, the count
/// of the record that was cut), warns once, and never fails.
#[test]
fn truncation_at_every_offset_keeps_the_records_before_the_cut() {
    let bytes = fixture_bytes();
    let options = ReadOptions::default();
    let full = read_bytes(Path::new("full"), &bytes, &options, None).unwrap();
    let full_total = full.profile.total();
    let trailer: Vec<u8> = [0u64, 1, 0].iter().flat_map(|w| w.to_le_bytes()).collect();
    let text_start = bytes
        .windows(24)
        .position(|w| w == trailer)
        .expect("trailer present")
        + 24;
    // Every failing cut is listed, not only the first.
    let mut failures = Vec::new();
    let mut previous = 0;
    for cut in (40..text_start).step_by(4) {
        let read = match read_bytes(Path::new("cut"), &bytes[..cut], &options, None) {
            Ok(read) => read,
            Err(e) => {
                failures.push(format!("cut at {cut}: {e}"));
                continue;
            }
        };
        if read.warnings.len() != 1 || !read.warnings[0].contains("cut short at byte") {
            failures.push(format!(
                "cut at {cut}: not one \"cut short at byte\" warning: {:?}",
                read.warnings
            ));
        }
        let total = read.profile.total();
        if !(total >= previous && total <= full_total) {
            failures.push(format!(
                "cut at {cut}: total {total} not within {previous}..={full_total}"
            ));
        }
        previous = total;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(previous, full_total);
}

#[test]
fn truncated_file_reports_with_a_warning() {
    let bytes = fixture_bytes();
    let (_dir, path) = write("truncated", &bytes[..bytes.len() / 3]);
    let out = text("c_pie_O0", &path, &[]);
    let report = stdout_ok(&out);
    assert!(report.starts_with("Total: "), "{report}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("cut short at byte"), "{stderr}");
}

#[test]
fn closed_stdout_pipe_ends_quietly() {
    use std::process::{Command, Stdio};
    let bin = testdata().join("bin");
    let mut child = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(["--text", "--lib_prefix", bin.to_str().unwrap()])
        .arg(bin.join("recursion"))
        .arg(profile("recursion"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Thousands of corrupted profiles (flipped bytes, overwritten words, cut,
/// spliced, duplicated ranges): each is read or refused, never a panic, and
/// the ones read go through aggregation and reports (some through
/// symbolization too). It found sums of absurd counts overflowing.
#[test]
fn corrupted_profiles_never_panic() {
    use profile_analyze::gprof;
    use profile_analyze::graph::{
        self, Filters, Granularity, GraphOptions, NodeOptions, PruneOptions,
    };
    use profile_analyze::profile::units::Unit;
    use profile_analyze::report::text::{self, SortBy};
    use profile_analyze::symbolize::{self, Store, SymbolizeOptions};

    // Two gperftools profiles, a DCPI one and two gmon.out (one with
    // basic-block counts).
    let mut dcpi = b"version pdb-0.07\nimage 1\nepoch 2611221200\nplatform x86_64\n\
        event cycles\nperiod 1\ntstart 1100\ntsize 1024\ncpuspeed 1\nsamples\n"
        .to_vec();
    for word in [0x74u32, 3, 5, 0, 7, 0x200, 1, 2, 3, 14] {
        dcpi.extend(word.to_le_bytes());
    }
    let sources = [
        fixture_bytes(),
        std::fs::read(profile("threads")).unwrap(),
        dcpi,
        std::fs::read(testdata().join("prof/gmon_tree_nopie.gmon")).unwrap(),
        std::fs::read(testdata().join("prof/gmon_cycles_blocks.gmon")).unwrap(),
    ];
    let read_options = ReadOptions::default();
    let gmon_program = testdata().join("bin/gmon_tree_nopie");
    let facts = symbolize::program_facts(&gmon_program).unwrap();
    let options = SymbolizeOptions {
        program: Some(testdata().join("bin/c_pie_O0")),
        lib_prefixes: vec![testdata().join("bin")],
        ..SymbolizeOptions::default()
    };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut read, mut refused) = (0, 0);
    let mut panicked = Vec::new();
    for round in 0..2000 {
        let mut bytes = sources[round % sources.len()].clone();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(bytes.len());
            match rng.below(5) {
                0 => bytes[at] ^= 1 << rng.below(8),
                1 => {
                    let word = [0u64, 1, 3, u64::MAX, 1 << 40, 253][rng.below(6)];
                    let end = (at + 8).min(bytes.len());
                    bytes[at..end].copy_from_slice(&word.to_le_bytes()[..end - at]);
                }
                2 => bytes.truncate(at),
                3 => {
                    let len = rng.below(64).min(bytes.len() - at);
                    let piece = bytes[at..at + len].to_vec();
                    let to = rng.below(bytes.len());
                    bytes.splice(to..to, piece);
                }
                _ => {
                    let to = rng.below(bytes.len());
                    bytes.drain(at.min(to)..at.max(to).min(at.min(to) + 32));
                }
            }
            if bytes.is_empty() {
                break;
            }
        }
        let result = std::panic::catch_unwind(|| {
            let Ok(read) = read_bytes(
                Path::new("mutated.prof"),
                &bytes,
                &read_options,
                Some(&facts),
            ) else {
                return false;
            };
            let mut profile = read.profile;
            let store = Store::default();
            let Ok(gmon) = gprof::prepare(&mut profile, Some(&gmon_program), false, &store) else {
                return false;
            };
            // Symbolizing opens the binaries: only every 40th profile.
            if round % 40 == 0 && symbolize::symbolize(&mut profile, &options, &store).is_err() {
                return true;
            }
            for granularity in [Granularity::Functions, Granularity::Addresses] {
                let nodes = NodeOptions {
                    granularity,
                    ..NodeOptions::default()
                };
                let unit = Unit::of(profile.sample_type(), false);
                let g = graph::build(
                    &profile,
                    GraphOptions::new(nodes, true),
                    &Filters::default(),
                    unit,
                );
                text::write(&g, SortBy::Cum, None, &mut std::io::sink()).unwrap();
                let _ = graph::prune(&g, &PruneOptions::default());
            }
            if let Some(gmon) = &gmon {
                let all = gprof::Selection::default();
                gprof::write_flat(&profile, gmon, &all, &mut std::io::sink()).unwrap();
                gprof::write_graph(&profile, gmon, &all, &mut std::io::sink()).unwrap();
            }
            true
        });
        match result {
            Ok(true) => read += 1,
            Ok(false) => refused += 1,
            Err(_) => panicked.push(round),
        }
    }
    assert!(
        panicked.is_empty(),
        "corrupted profiles made us panic in rounds {panicked:?}"
    );
    // Both outcomes happen: the mutations are not all fatal, nor all harmless.
    assert!(
        read > 100 && refused > 100,
        "read {read}, refused {refused}"
    );
}
