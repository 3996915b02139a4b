//! DCPI profiles written by a helper over real binaries, with expected
//! per-function totals computed from the binaries' symbol tables (through
//! the `object` crate, not our symbolizer), and one malformed file per rule.

use crate::common::{Scratch, run, scratch, stdout_ok, test_each, testdata};
use object::{Object, ObjectSection, ObjectSymbol, SymbolKind};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The standard header for an image whose text starts at `tstart`.
fn header(tstart: u64, tsize: u64) -> Vec<String> {
    vec![
        "version pdb-0.07".into(),
        "image 3a1b2c".into(),
        "epoch 2611221200".into(),
        "platform x86_64 test".into(),
        "event cycles".into(),
        "period 62976".into(),
        format!("tstart {tstart:x}"),
        format!("tsize {tsize}"),
        "cpuspeed 2400".into(),
        "path /tmp/profile-analyze-testdata/c_pie_O0".into(),
        "mystery kept as is".into(),
    ]
}

/// A DCPI file: header lines, `samples` padded to a multiple of four, the
/// chunks (offset, counts), and the footer (computed unless given).
fn dcpi(lines: &[String], chunks: &[Chunk], footer: Option<(u32, u32)>) -> Vec<u8> {
    let mut text = lines.join("\n") + "\nsamples";
    while !(text.len() + 1).is_multiple_of(4) {
        text.push(' ');
    }
    text.push('\n');
    let mut out = text.into_bytes();
    let (mut addresses, mut total) = (0, 0);
    for (offset, counts) in chunks {
        out.extend(offset.to_le_bytes());
        out.extend((counts.len() as u32).to_le_bytes());
        for c in counts {
            out.extend(c.to_le_bytes());
            addresses += u32::from(*c != 0);
            total += c;
        }
    }
    let (a, t) = footer.unwrap_or((addresses, total));
    out.extend(a.to_le_bytes());
    out.extend(t.to_le_bytes());
    out
}

/// `bytes` written to a file `name` in a new scratch directory (removed
/// when the first element is dropped).
fn write(name: &str, bytes: &[u8]) -> (Scratch, PathBuf) {
    let dir = scratch("dcpi");
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    (dir, path)
}

/// The text section's start and size, and the functions of the symbol table.
fn image(program: &str) -> (u64, u64, Vec<(String, u64, u64)>) {
    let bytes = std::fs::read(testdata().join("bin").join(program)).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let text = file.section_by_name(".text").unwrap();
    let functions = file
        .symbols()
        .filter(|s| s.kind() == SymbolKind::Text && s.size() > 0)
        .map(|s| (s.name().unwrap().to_string(), s.address(), s.size()))
        .collect();
    (text.address(), text.size(), functions)
}

/// A chunk: offset from tstart, and its counts.
type Chunk = (u32, Vec<u32>);

/// Samples at a few addresses of each of `names`: (chunks, expected totals).
fn samples_in(
    tstart: u64,
    functions: &[(String, u64, u64)],
    names: &[&str],
) -> (Vec<Chunk>, BTreeMap<String, i64>) {
    let mut chunks = Vec::new();
    let mut expected = BTreeMap::new();
    let mut chosen: Vec<_> = functions
        .iter()
        .filter(|(n, _, _)| names.contains(&n.as_str()))
        .collect();
    chosen.sort_by_key(|f| f.1);
    for (k, (name, start, size)) in chosen.into_iter().enumerate() {
        // Three counts from a little way into the function.
        let counts = vec![3 + k as u32, 0, 10 * (k as u32 + 1)];
        assert!(*size > 8);
        chunks.push(((start + 4 - tstart) as u32, counts.clone()));
        expected.insert(name.clone(), counts.iter().map(|&c| i64::from(c)).sum());
    }
    (chunks, expected)
}

fn rows(report: &str) -> BTreeMap<String, (i64, i64)> {
    report
        .lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (
                f[5..].join(" "),
                (f[0].parse().unwrap(), f[3].parse().unwrap()),
            )
        })
        .collect()
}

#[test]
fn function_totals_match_the_symbol_table() {
    let names = ["leaf_heavy", "leaf_medium", "mix_step", "b", "main"];
    // Symbols only (no DWARF): each sample is charged to its function.
    let (tstart, tsize, functions) = image("c_pie_O0.strip-debug");
    let (chunks, expected) = samples_in(tstart, &functions, &names);
    let (_dir, file) = write("image.dcpi", &dcpi(&header(tstart, tsize), &chunks, None));
    let bin = testdata().join("bin/c_pie_O0.strip-debug");
    let out = run(&["--text", bin.to_str().unwrap(), file.to_str().unwrap()]);
    let report = stdout_ok(&out);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let total: i64 = expected.values().sum();
    assert!(
        report.starts_with(&format!("Total: {total} samples\n")),
        "{report}"
    );
    let got: BTreeMap<String, i64> = rows(&report)
        .into_iter()
        .map(|(n, (f, _))| (n, f))
        .collect();
    assert_eq!(got, expected);
}

/// With DWARF, inlined code gets rows of its own; each function's cum still
/// counts exactly the samples in its symbol's range.
#[test]
fn function_totals_with_inlined_code_match_the_symbol_table() {
    let (tstart, tsize, functions) = image("c_nopie_O2");
    let names = ["hash_block", "checksum", "scramble", "main"];
    let (chunks, expected) = samples_in(tstart, &functions, &names);
    let (_dir, file) = write(
        "image-dwarf.dcpi",
        &dcpi(&header(tstart, tsize), &chunks, None),
    );
    let bin = testdata().join("bin/c_nopie_O2");
    let report = stdout_ok(&run(&[
        "--text",
        bin.to_str().unwrap(),
        file.to_str().unwrap(),
    ]));
    let got = rows(&report);
    for (name, total) in expected {
        assert_eq!(got[&name].1, total, "{name}: {report}");
    }
}

#[test]
fn disassembly_and_stride() {
    let (tstart, tsize, functions) = image("c_pie_O0.strip-debug");
    let (chunks, _) = samples_in(tstart, &functions, &["leaf_heavy"]);
    let (_dir, file) = write("disasm.dcpi", &dcpi(&header(tstart, tsize), &chunks, None));
    let bin = testdata().join("bin/c_pie_O0.strip-debug");
    let disasm = stdout_ok(&run(&[
        "--disasm=leaf_heavy",
        bin.to_str().unwrap(),
        file.to_str().unwrap(),
    ]));
    assert!(
        disasm.starts_with("ROUTINE ====================== leaf_heavy\n    13     13 samples"),
        "{disasm}"
    );
    // leaf_heavy starts at 0x1174: counts at 0x1178 (3) and 0x117a (10),
    // charged to the instructions that hold those bytes.
    let counted: i64 = disasm
        .lines()
        .filter(|l| l.len() > 26 && &l[25..26] == ":")
        .map(|l| l[..6].trim().parse::<i64>().unwrap_or(0))
        .sum();
    assert_eq!(counted, 13);
    // --dcpi_stride=4 spreads the same counts over 0x1178 and 0x1180.
    let text = stdout_ok(&run(&[
        "--text",
        "--addresses",
        "--dcpi_stride=4",
        bin.to_str().unwrap(),
        file.to_str().unwrap(),
    ]));
    assert!(
        text.contains(" 0000000000001180 leaf_heavy ??:0\n"),
        "{text}"
    );
    assert!(
        text.contains(" 0000000000001178 leaf_heavy ??:0\n"),
        "{text}"
    );
}

/// The header of the malformed files.
fn base() -> Vec<String> {
    header(0x1000, 0x400)
}

/// Two well-formed chunks within `base()`'s text.
fn good_chunks() -> Vec<Chunk> {
    vec![(0x10u32, vec![1u32, 2]), (0x40, vec![5])]
}

/// `base()` without its line that starts with `key`.
fn without(key: &str) -> Vec<String> {
    base().into_iter().filter(|l| !l.starts_with(key)).collect()
}

/// `base()` with `extra` added.
fn with(extra: &str) -> Vec<String> {
    let mut h = base();
    h.push(extra.into());
    h
}

/// `base()` with its line that starts with `key` replaced by `line`.
fn replaced(key: &str, line: &str) -> Vec<String> {
    base()
        .into_iter()
        .map(|l| if l.starts_with(key) { line.into() } else { l })
        .collect()
}

/// `bytes`, a malformed file, is refused in one line that says `what` and
/// where.
fn each_malformed_file_names_its_rule(name: &str, bytes: Vec<u8>, what: &str) {
    let (_dir, path) = write(&format!("{name}.dcpi"), &bytes);
    let out = run(&["--text", path.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{name}: {stderr}");
    assert!(
        stderr.contains(what) && stderr.contains("(at byte "),
        "{name}: {stderr}"
    );
}

test_each!(each_malformed_file_names_its_rule {
    missing(
        "missing",
        dcpi(&without("tstart"), &good_chunks(), None),
        "header has no `tstart` line",
    ),
    repeated(
        "repeated",
        dcpi(&with("tsize 99"), &good_chunks(), None),
        "header line `tsize` repeated",
    ),
    period_twice(
        "period-twice",
        dcpi(&with("period 10"), &good_chunks(), None),
        "header line `period` repeated",
    ),
    version_1(
        "version-1",
        dcpi(&replaced("version", "version pdb-1.01"), &good_chunks(), None),
        "major version 1's binary format is undocumented",
    ),
    bad_version(
        "bad-version",
        dcpi(&replaced("version", "version 0.07"), &good_chunks(), None),
        "is not pdb-<major>.<minor>",
    ),
    epoch_not_a_time(
        "epoch-not-a-time",
        dcpi(&replaced("epoch", "epoch yesterday"), &good_chunks(), None),
        "epoch \"yesterday\" is not a time YYMMDDHHMM",
    ),
    epoch_month_13(
        "epoch-month-13",
        dcpi(&replaced("epoch", "epoch 2613221200"), &good_chunks(), None),
        "epoch \"2613221200\" is not a time YYMMDDHHMM",
    ),
    not_hex(
        "not-hex",
        dcpi(&replaced("tstart", "tstart xyz"), &good_chunks(), None),
        "`tstart` \"xyz\" is not hex",
    ),
    bad_line(
        "bad-line",
        dcpi(&with("garbage"), &good_chunks(), None),
        "header line \"garbage\" is not `key value`",
    ),
    overlap(
        "overlap",
        dcpi(&base(), &[(0x10, vec![1, 2, 3]), (0x11, vec![1])], None),
        "overlaps or precedes the previous one",
    ),
    unordered(
        "unordered",
        dcpi(&base(), &[(0x40, vec![1]), (0x10, vec![1])], None),
        "overlaps or precedes the previous one",
    ),
    past_tsize(
        "past-tsize",
        dcpi(&base(), &[(0x3ff, vec![1, 1])], None),
        "runs past tsize",
    ),
    address_space(
        "address-space",
        dcpi(&header(u64::MAX - 0x10, 0x400), &good_chunks(), None),
        "runs past the end of the address space",
    ),
    footer(
        "footer",
        dcpi(&base(), &good_chunks(), Some((3, 9))),
        "footer says 3 addresses with 9 samples; the chunks have 3 with 8",
    ),
});

/// Cut short: the last 8 bytes are taken as the footer, and what is left
/// before them no longer parses as chunks.
fn a_file_cut_short_is_refused(cut: usize, what: &str) {
    let mut bytes = dcpi(&base(), &good_chunks(), None);
    bytes.truncate(bytes.len() - cut);
    let (_dir, path) = write("cut.dcpi", &bytes);
    let out = run(&["--text", path.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stderr).contains(what));
}

test_each!(a_file_cut_short_is_refused {
    in_a_chunk_header(10, "chunk header cut short"),
    in_a_chunk(14, "runs past the footer"),
});

#[test]
fn a_header_without_samples_is_refused() {
    let (_dir, path) = write("no-samples.dcpi", base().join("\n").as_bytes());
    let out = run(&["--text", path.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("header without its `samples` line"));
}

/// An image profile none of whose addresses is in the program's code is
/// another program's: refused in one line.
#[test]
fn a_profile_of_another_program_is_refused() {
    let (tstart, tsize, functions) = image("c_pie_O0.strip-debug");
    let (chunks, _) = samples_in(tstart, &functions, &["main"]);
    let (_dir, file) = write("other.dcpi", &dcpi(&header(tstart, tsize), &chunks, None));
    let bin = testdata().join("bin/c_nopie_O2");
    let out = run(&["--text", bin.to_str().unwrap(), file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("c_nopie_O2: is not the program profiled: none of the profile's addresses"),
        "{stderr}"
    );
}

/// Real DCPI image ids have 20 hex digits (the image's creation time, then
/// 6 more): more than 64 bits, and read as the grammar says,
/// `<hex_digit>+`; a non-hex id is still refused.
#[test]
fn image_ids_longer_than_64_bits_are_read() {
    let (tstart, tsize, functions) = image("c_pie_O0.strip-debug");
    let (chunks, expected) = samples_in(tstart, &functions, &["leaf_heavy", "main"]);
    let bin = testdata().join("bin/c_pie_O0.strip-debug");
    let with_image = |id: &str| {
        let mut lines = header(tstart, tsize);
        lines[1] = format!("image {id}");
        dcpi(&lines, &chunks, None)
    };
    let (_dir, file) = write("long-id.dcpi", &with_image("20260101123456a1b2c3"));
    let out = run(&["--text", bin.to_str().unwrap(), file.to_str().unwrap()]);
    let got: BTreeMap<String, i64> = rows(&stdout_ok(&out))
        .into_iter()
        .map(|(n, (f, _))| (n, f))
        .collect();
    assert_eq!(got, expected);
    let (_dir, file) = write("bad-id.dcpi", &with_image("12g4"));
    let out = run(&["--text", bin.to_str().unwrap(), file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`image` \"12g4\" is not hex"));
}

/// dcpiformat's grammar is `<header> : <line>+ <terminator>`: the header
/// lines in another order (`version` last) are the same profile.
#[test]
fn header_lines_in_another_order_are_read() {
    let names = ["leaf_heavy", "leaf_medium", "main"];
    let (tstart, tsize, functions) = image("c_pie_O0.strip-debug");
    let (chunks, _) = samples_in(tstart, &functions, &names);
    let bin = testdata().join("bin/c_pie_O0.strip-debug");
    let in_order = header(tstart, tsize);
    let mut reordered = in_order.clone();
    reordered.reverse();
    assert!(!reordered[0].starts_with("version"));
    let mut reports = Vec::new();
    for (name, lines) in [("in-order.dcpi", &in_order), ("reordered.dcpi", &reordered)] {
        let (_dir, file) = write(name, &dcpi(lines, &chunks, None));
        let out = run(&["--text", bin.to_str().unwrap(), file.to_str().unwrap()]);
        reports.push(stdout_ok(&out));
    }
    assert_eq!(reports[0], reports[1]);
    assert!(reports[1].contains("leaf_heavy"), "{}", reports[1]);
}
